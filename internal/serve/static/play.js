// The play tab.
