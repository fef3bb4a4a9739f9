raise SystemExit("crash")
