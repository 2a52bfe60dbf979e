"""Tissue-type classification of histology patches; value_and_grad loop with a held-out accuracy check."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn

from evaluate import evaluate
from net import TissueCNN
from tissue import tiles, CLASSES


def loaders():
    xtr, ytr = tiles(64, seed=0)
    xva, yva = tiles(24, seed=1)
    train = ds.NumpySlicesDataset((xtr, ytr), ["image", "label"], shuffle=True).batch(16)
    val = ds.NumpySlicesDataset((xva, yva), ["image", "label"], shuffle=False).batch(8)
    return train, val


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    train, val = loaders()
    net = TissueCNN(len(CLASSES))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for epoch in range(2):
        net.set_train(True)
        for x, y in train.create_tuple_iterator(num_epochs=1):
            loss = step(x, y)
        print(f"epoch {epoch + 1}: last loss {float(loss):.4f}, val accuracy {evaluate(net, val):.3f}")


if __name__ == "__main__":
    main()
