//go:build !linux

package projfile

import "errors"

func dropCache(string) error { return errors.New("no fadvise here") }
