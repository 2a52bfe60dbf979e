import mindspore as ms
from mindspore import nn

import config
from data import make_loader

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)


class BandCNN(nn.Cell):
    def __init__(self, n_bands, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv1d(n_bands, 32, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(32, 32, 3, pad_mode="same"), nn.ReLU(),
        ])
        self.fc = nn.Dense(32, num_classes)

    def construct(self, x):
        return self.fc(self.body(x).max(axis=2))


def main():
    net = BandCNN(config.N_BANDS, len(config.SPECIES))
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05)
    opt = nn.RMSProp(net.trainable_params(), learning_rate=1e-3)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    loader = make_loader(64)
    for epoch in range(config.EPOCHS):
        for step, batch in enumerate(loader.create_dict_iterator()):
            loss, grads = grad_fn(batch["bands"], batch["label"])
            opt(grads)
        print(f"epoch {epoch} last loss {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
