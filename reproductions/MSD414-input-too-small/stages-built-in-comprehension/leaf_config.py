"""Settings of a leaf-disease classifier for small thumbnails."""
THUMB = 24
DEPTH = 5  # expect: MSD414
