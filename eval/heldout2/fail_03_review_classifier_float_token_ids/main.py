import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import ReviewClassifier

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB = 5000
MAX_LEN = 48


def encode_batch(rng, batch_size):
    ids = np.zeros((batch_size, MAX_LEN), np.int32)
    for row in range(batch_size):
        n = rng.integers(8, MAX_LEN)
        ids[row, :n] = rng.integers(2, VOCAB + 200, size=n)
    labels = rng.integers(0, 3, size=batch_size).astype(np.int32)
    return Tensor(ids), Tensor(labels)


def main():
    rng = np.random.default_rng(7)
    net = ReviewClassifier(VOCAB)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-4)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    trainer.set_train()
    for step in range(20):
        ids, labels = encode_batch(rng, 16)
        loss = trainer(ids, labels)
        if step % 5 == 0:
            print("step", step, "loss", loss.asnumpy())


if __name__ == "__main__":
    main()
