"""A call-outcome classifier pools voice frames, filling padded frames with a large negative
number before the max. The data helper makes the padding mask float32 (a habit from multiplying
masks), the training loop pulls batches in a list comprehension over the dataset's tuple
iterator, and `masked_fill` in the jitted step rejects the float mask. The line to change is the
helper's mask."""
import mindspore as ms
from mindspore import nn, ops

from frames_data_good import call_loader


class CallClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(5, 8)
        self.head = nn.Dense(8, 2)

    def construct(self, feats, padded):
        h = ops.masked_fill(self.proj(feats), padded[:, :, None], -1e9)
        return self.head(h.max(axis=1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = CallClassifier()
    step = nn.TrainOneStepCell(_Loss(net), nn.Adam(net.trainable_params(), 1e-2))
    losses = [float(step(feats, padded, label).asnumpy())
              for feats, padded, label in call_loader(8).create_tuple_iterator(num_epochs=1)]
    print(losses)


class _Loss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, feats, padded, label):
        return self.loss(self.net(feats, padded), label)


if __name__ == "__main__":
    main()
