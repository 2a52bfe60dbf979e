"""Model configuration: the images the patch embedding was designed for."""
IMAGE_SIZE = 32
PATCH = 4
EMBED = 8
