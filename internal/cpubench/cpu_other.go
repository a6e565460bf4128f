//go:build !unix

package cpubench

import "time"

func processCPU() (time.Duration, bool) { return 0, false }
