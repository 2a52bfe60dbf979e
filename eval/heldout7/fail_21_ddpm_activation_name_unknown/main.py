import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import DIFFUSION, DENOISER, TRAIN
from diffusion import NoiseSchedule, two_moons
from model import Denoiser

ms.set_context(mode=ms.GRAPH_MODE)


class EpsilonLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, x_t, t, noise):
        return self.mse(self.net(x_t, t), noise)


def main():
    rng = np.random.default_rng(TRAIN["seed"])
    schedule = NoiseSchedule(**DIFFUSION)
    net = Denoiser(**DENOISER)
    train_net = nn.TrainOneStepCell(EpsilonLoss(net), nn.Adam(net.trainable_params(), learning_rate=TRAIN["lr"]))
    train_net.set_train()
    for step in range(TRAIN["steps"]):
        x0 = two_moons(TRAIN["batch_size"], rng)
        t = rng.integers(0, schedule.timesteps, size=TRAIN["batch_size"])
        noise = rng.standard_normal(x0.shape).astype(np.float32)
        x_t = schedule.q_sample(x0, t, noise)
        loss = train_net(Tensor(x_t), Tensor(t.astype(np.int32)), Tensor(noise))
        print(f"step {step} eps-mse {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
