"""Exponential moving average of the weights (kept on the host, as in many speech recipes)."""
import numpy as np
import mindspore as ms


class WeightEMA:
    def __init__(self, net, decay=0.9):
        self.decay = decay
        self.shadow = {p.name: p.asnumpy().copy() for p in net.trainable_params()}

    def update(self, net):
        for p in net.trainable_params():
            self.shadow[p.name] = self.decay * self.shadow[p.name] + (1 - self.decay) * p.asnumpy()

    def copy_to(self, net):
        for p in net.trainable_params():
            p.set_data(ms.Tensor(self.shadow[p.name]))

    def checkpoint_items(self):
        return [{"name": name, "data": value} for name, value in self.shadow.items()]  # ROOT
