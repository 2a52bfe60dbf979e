"""Settings of a chest X-ray triage model (single-channel radiographs)."""
SIZE = 16
# (mean, std) per channel, copied from an RGB ImageNet recipe
PIXEL_STATS = ([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])  # expect: MSD604
