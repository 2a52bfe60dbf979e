import numpy as np
import mindspore as ms
from mindspore import nn

from eta_model import TripETA
from trips import NUM_ZONES, synthetic_trips

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)


class ETALoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.MSELoss()

    def construct(self, cats, numeric, target):
        return self.loss(self.net(cats, numeric), target)


def main():
    cats, numeric, target = synthetic_trips(256)
    net = TripETA(NUM_ZONES, numeric.shape[1])
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    step = nn.TrainOneStepCell(ETALoss(net), opt)
    step.set_train()
    for epoch in range(4):
        losses = [step(ms.Tensor(cats[i:i + 32]), ms.Tensor(numeric[i:i + 32]),
                       ms.Tensor(target[i:i + 32])).asnumpy() for i in range(0, 256, 32)]
        print(f"epoch {epoch} mse(log minutes) {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
