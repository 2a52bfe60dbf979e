import mindspore as ms
import numpy as np
from mindspore import nn

from layers import ReviewScorer
from utils import pad_sequences, padding_mask

REVIEWS = [[5, 9, 13, 2], [7, 3], [11, 4, 8, 6, 1], [2, 2, 10]]
RATINGS = np.array([4.0, 2.0, 5.0, 3.0], dtype=np.float32)


class RegressionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, ids, pad_mask, target):
        return self.mse(self.net(ids, pad_mask), target)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ids, lengths = pad_sequences(REVIEWS)
    mask = padding_mask(lengths, ids.shape[1])

    net = ReviewScorer(vocab_size=16, dim=8)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    train = nn.TrainOneStepCell(RegressionLoss(net), opt)
    for step in range(2):
        loss = train(ms.Tensor(ids), ms.Tensor(mask), ms.Tensor(RATINGS))
        print(f"step {step}: mse={loss.asnumpy():.3f}")


if __name__ == "__main__":
    main()
