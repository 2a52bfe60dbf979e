"""Settings of a chest X-ray triage model (single-channel radiographs)."""
SIZE = 16
# (mean, std) per channel, copied from an RGB ImageNet recipe
PIXEL_STATS = ([0.5], [0.25])
