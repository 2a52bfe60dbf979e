import mindspore as ms
from mindspore import nn, Tensor

from config import ViTConfig
from model import HybridViT
from utils import random_images

ms.set_context(mode=ms.GRAPH_MODE)


def build(cfg):
    net = HybridViT(cfg)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=cfg.lr, weight_decay=0.05)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    return net, train_step


def main():
    cfg = ViTConfig()
    ms.set_seed(0)
    images, labels = random_images(cfg.batch_size * cfg.steps, cfg.in_channels, cfg.image_size, cfg.num_classes)
    net, train_step = build(cfg)
    net.set_train()
    for step in range(cfg.steps):
        sl = slice(step * cfg.batch_size, (step + 1) * cfg.batch_size)
        loss = train_step(Tensor(images[sl]), Tensor(labels[sl]))
        print(f"step {step}: loss={float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
