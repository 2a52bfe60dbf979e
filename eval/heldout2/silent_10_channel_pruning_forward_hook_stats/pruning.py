import numpy as np
import mindspore as ms
from mindspore import nn


class ActivationStats:
    """Collects the mean post-ReLU activation of every channel through forward hooks."""

    def __init__(self):
        self.sums = {}
        self.batches = {}
        self.handles = []

    def attach(self, named_relus):
        for name, relu in named_relus:
            self.handles.append(relu.register_forward_hook(self._make_hook(name)))

    def _make_hook(self, name):
        def hook(cell, inputs, output):
            self._accumulate(name, output.asnumpy().mean(axis=(0, 2, 3)))  # ROOT
        return hook

    def _accumulate(self, name, channel_means):
        self.sums[name] = self.sums.get(name, 0.0) + channel_means
        self.batches[name] = self.batches.get(name, 0) + 1

    def detach(self):
        for h in self.handles:
            h.remove()

    def channel_means(self, name, n_channels):
        if name not in self.sums:
            return np.zeros(n_channels, np.float32)
        return self.sums[name] / self.batches[name]


def prune_conv_channels(conv, bn, keep):
    w = conv.weight.asnumpy()
    w[~keep] = 0.0
    conv.weight.set_data(ms.Tensor(w))
    for p in (bn.gamma, bn.beta):
        v = p.asnumpy()
        v[~keep] = 0.0
        p.set_data(ms.Tensor(v))
