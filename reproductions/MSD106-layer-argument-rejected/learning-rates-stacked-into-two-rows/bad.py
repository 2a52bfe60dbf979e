"""Per-step learning rates for a small regressor: the warm-up and the constant part are joined
with np.stack, which makes two rows (each of 5 steps) instead of one row of 10, and the
optimizer refuses a learning-rate tensor with two dimensions. MindSpore names the optimizer;
the line to change is where the schedule is joined."""
import mindspore as ms
from mindspore import nn

from schedule import warmup_then_constant

if __name__ == "__main__":
    net = nn.Dense(4, 1)
    rates = ms.Tensor(warmup_then_constant(0.01, 5, 10))
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=rates, momentum=0.9)
    print(type(optimizer.learning_rate).__name__)
