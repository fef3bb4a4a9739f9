package serve

import (
	"testing"

	"gametheory/internal/testenv"
)

// TestMain gives the tests, and the judges they start, a cache of
// compiled programs of their own, never the user's.
func TestMain(m *testing.M) { testenv.Main(m, nil) }
