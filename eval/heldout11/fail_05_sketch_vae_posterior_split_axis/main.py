import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import stroke_sketches
from model import SketchVAE, ELBOLoss

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    images = stroke_sketches(cfg.BATCH_SIZE * cfg.STEPS, cfg.IMAGE_SIZE)
    vae = SketchVAE(cfg)
    loss_net = ELBOLoss(vae, cfg.BETA)
    trainer = nn.TrainOneStepCell(loss_net, nn.Adam(vae.trainable_params(), learning_rate=cfg.LR))
    trainer.set_train()
    for step in range(cfg.STEPS):
        batch = images[step * cfg.BATCH_SIZE:(step + 1) * cfg.BATCH_SIZE]
        eps = rng.standard_normal((cfg.BATCH_SIZE, cfg.LATENT_DIM)).astype(np.float32)
        loss = trainer(Tensor(batch), Tensor(eps))
        print(f"step {step}: -elbo {loss.asnumpy():.3f}")


if __name__ == "__main__":
    main()
