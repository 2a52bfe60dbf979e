"""Settings of a building-footprint segmenter for aerial image chips."""
CHIP = 96
WIDTH = 8
