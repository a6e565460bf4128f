//go:build race

package hnsw

// raceEnabled shrinks test workloads: the race detector costs ~10-50x.
const raceEnabled = true
