//go:build race

package bert

// raceEnabled trims the slow real-model tests under the race detector.
const raceEnabled = true
