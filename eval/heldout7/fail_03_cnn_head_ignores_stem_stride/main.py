import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import random_images
from model import SmallConvNet

ms.set_context(mode=ms.GRAPH_MODE)


def train():
    images, labels = random_images(cfg.BATCH_SIZE * 2, cfg.IN_CHANNELS, cfg.IMAGE_SIZE, cfg.NUM_CLASSES)
    net = SmallConvNet()
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=cfg.LR, momentum=0.9)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    net.set_train()
    for epoch in range(cfg.EPOCHS):
        for i in range(0, len(images), cfg.BATCH_SIZE):
            x = Tensor(images[i:i + cfg.BATCH_SIZE])
            y = Tensor(labels[i:i + cfg.BATCH_SIZE])
            loss = step(x, y)
        print(f"epoch {epoch}: loss={float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    train()
