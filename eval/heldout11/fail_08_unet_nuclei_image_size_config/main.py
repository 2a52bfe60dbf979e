import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import nuclei_batch
from model import UNet

ms.set_context(mode=ms.GRAPH_MODE)


class SegLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, images, masks):
        logits = self.net(images)
        b, c, h, w = logits.shape
        logits = logits.transpose(0, 2, 3, 1).reshape(-1, c)
        return self.ce(logits, masks.reshape(-1))


def main():
    ms.set_seed(2)
    net = UNet(cfg.IN_CHANNELS, cfg.NUM_CLASSES, cfg.BASE_WIDTH, cfg.DEPTH)
    trainer = nn.TrainOneStepCell(SegLoss(net), nn.Adam(net.trainable_params(), learning_rate=cfg.LR))
    trainer.set_train()
    for step in range(cfg.STEPS):
        images, masks = nuclei_batch(cfg.BATCH_SIZE, seed=step)
        loss = trainer(Tensor(images), Tensor(masks))
        print(f"step {step} pixel CE {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
