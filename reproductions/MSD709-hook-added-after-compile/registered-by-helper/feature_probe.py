"""Feature ablation for an interpretability probe: silence some channels of a layer's output."""
from mindspore import ops


def silence_channels(layer, channels):
    def hook(cell, inputs, output):
        keep = ops.ones(output.shape[-1:], output.dtype)
        keep[channels] = 0
        return output * keep
    return layer.register_forward_hook(hook)
