"""Settings of a building-footprint segmenter for aerial image chips."""
CHIP = 100  # expect: MSD412
WIDTH = 8
