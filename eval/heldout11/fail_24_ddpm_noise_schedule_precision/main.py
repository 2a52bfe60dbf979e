import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import DIFFUSION, UNET, TRAIN
from diffusion import DDPMTrainer
from schedule import linear_schedule
from unet import TinyUNet

ms.set_context(mode=ms.GRAPH_MODE)


def blob_images(n, size, rng):
    yy, xx = np.mgrid[0:size, 0:size]
    imgs = np.zeros((n, 1, size, size), np.float32)
    for i in range(n):
        cy, cx = rng.uniform(4, size - 4, 2)
        imgs[i, 0] = np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 8.0)
    return imgs * 2 - 1


def main():
    ms.set_seed(TRAIN["seed"])
    rng = np.random.default_rng(TRAIN["seed"])
    schedule = linear_schedule(**DIFFUSION)
    model = TinyUNet(**UNET)
    loss_net = DDPMTrainer(model, schedule)
    trainer = nn.TrainOneStepCell(loss_net, nn.Adam(model.trainable_params(), learning_rate=TRAIN["lr"]))
    trainer.set_train()
    for step in range(TRAIN["steps"]):
        x0 = blob_images(TRAIN["batch_size"], TRAIN["image_size"], rng)
        t = rng.integers(0, DIFFUSION["timesteps"], size=TRAIN["batch_size"]).astype(np.int32)
        noise = rng.standard_normal(x0.shape).astype(np.float32)
        loss = trainer(Tensor(x0), Tensor(t), Tensor(noise))
        print(f"step {step}: eps-mse {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
