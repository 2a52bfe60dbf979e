import mindspore as ms
from mindspore import nn, ops

from data import sine_windows, window_batches

ms.set_context(mode=ms.GRAPH_MODE)


class TCNForecaster(nn.Cell):
    def __init__(self, context=48, horizon=12, channels=32):
        super().__init__()
        self.convs = nn.SequentialCell([
            nn.Conv1d(1, channels, 3, pad_mode="pad", padding=1, dilation=1), nn.ReLU(),
            nn.Conv1d(channels, channels, 3, pad_mode="pad", padding=2, dilation=2), nn.ReLU(),
            nn.Conv1d(channels, channels, 3, pad_mode="pad", padding=4, dilation=4), nn.ReLU(),
        ])
        self.head = nn.Dense(channels * context, horizon)

    def construct(self, x):
        h = self.convs(x)
        return self.head(h.reshape(h.shape[0], -1))


model = TCNForecaster()
optimizer = nn.Adam(model.trainable_params(), learning_rate=2e-3)


def loss_fn(x, y):
    pred = model(x)
    return ops.mse_loss(pred, y)


grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


batches = window_batches(sine_windows())
for step in range(200):
    x_np, y_np = next(batches)
    loss = train_step(x_np, y_np)  # ROOT
    if step % 50 == 0:
        print(f"step {step}: mse {float(loss.asnumpy()):.5f}")
