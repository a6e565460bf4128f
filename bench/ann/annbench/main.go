// Command annbench runs `evibench ann` standalone (same flags), for use
// before the evibench wiring lands.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"

	"github.com/evicortex/evicortex/bench/ann"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := ann.Main(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "annbench:", err)
		os.Exit(1)
	}
}
