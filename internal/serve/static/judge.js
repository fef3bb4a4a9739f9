// The judge tab.
