"""Layer settings shared by every projection of the model, ported from a PyTorch config."""
HIDDEN = 32
PROJECTION = dict(bias=False, weight_init="xavier_uniform")  # expect: MSD102
