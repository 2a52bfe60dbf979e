import mindspore as ms
from mindspore import nn, ops

import config
from data import make_loader
from model import Seq2SeqForecaster

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    net = Seq2SeqForecaster(config.NUM_FEATURES, config.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    horizon = ms.Tensor(config.HORIZON, ms.int32)  # ROOT

    def forward(x, y):
        pred = net(x, horizon)
        return ops.mse_loss(pred, y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    loader = make_loader()
    for epoch in range(config.EPOCHS):
        total, n = 0.0, 0
        for x, y in loader.create_tuple_iterator():
            total += float(train_step(x, y).asnumpy())
            n += 1
        print(f"epoch {epoch} mse {total / n:.4f}")


if __name__ == "__main__":
    main()
