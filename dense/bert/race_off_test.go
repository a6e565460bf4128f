//go:build !race

package bert

const raceEnabled = false
