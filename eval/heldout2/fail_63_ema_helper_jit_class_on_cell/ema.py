import mindspore as ms
from mindspore import nn, ops


@ms.jit_class  # ROOT
class ModelEMA(nn.Cell):
    """Keeps an exponential moving average of a network's weights for evaluation."""

    def __init__(self, network, decay=0.999):
        super().__init__(auto_prefix=False)
        self.decay = decay
        self.params = ms.ParameterTuple(network.trainable_params())
        self.shadow = ms.ParameterTuple([ms.Parameter(p.value().copy(), name="ema." + p.name, requires_grad=False)
                                         for p in self.params])

    def construct(self):
        for s, p in zip(self.shadow, self.params):
            ops.assign(s, self.decay * s + (1.0 - self.decay) * p)
        return True
