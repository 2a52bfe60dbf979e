from mindspore import nn, ops


class SoftSlotRouter(nn.Cell):
    """Routes tokens to slots with a softmax whose temperature is annealed during training."""

    def __init__(self, dim, num_slots, temperature=2.0):
        super().__init__()
        self.proj = nn.Dense(dim, num_slots)
        self.temperature = temperature

    def construct(self, x):
        logits = self.proj(x)
        return ops.softmax(logits / self.temperature, axis=-1)  # ROOT
