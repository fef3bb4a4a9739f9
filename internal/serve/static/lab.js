// The lab tab.
