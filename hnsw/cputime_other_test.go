//go:build !linux

package hnsw

import "time"

var epoch = time.Now()

func threadCPU() time.Duration { return time.Since(epoch) }
