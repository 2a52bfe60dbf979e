import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import paired_batch
from losses import build_loss
from model import RecipeRetriever


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    net = RecipeRetriever()
    criterion = build_loss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=cfg.LEARNING_RATE, weight_decay=1e-4)

    def forward(photos, ingredients):
        img, txt = net(photos, ingredients)
        return criterion(img, txt)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(photos, ingredients):
        loss, grads = grad_fn(photos, ingredients)
        opt(grads)
        return loss

    for step in range(cfg.STEPS):
        photos, ingredients = paired_batch(cfg.BATCH_SIZE, rng)
        loss = train_step(ms.Tensor(photos), ms.Tensor(ingredients))
        print(f"step {step} contrastive loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
