import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config
from tiles import tile_dataset
from unet import CrackUNet


class DiceBCE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, logits, target):
        prob = ops.sigmoid(logits)
        inter = (prob * target).sum()
        dice = 1.0 - (2.0 * inter + 1.0) / (prob.sum() + target.sum() + 1.0)
        return self.bce(logits, target) + dice


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    loader = tile_dataset(config.NUM_TILES, config.TILE, config.BATCH_SIZE, config.SEED)
    net = CrackUNet(config.BASE_CHANNELS, config.DEPTH)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, DiceBCE()),
                                    nn.Adam(net.trainable_params(), learning_rate=config.LR))
    train_net.set_train()
    for epoch in range(config.EPOCHS):
        total, steps = 0.0, 0
        for image, mask in loader.create_tuple_iterator():
            total += float(train_net(image, mask).asnumpy())
            steps += 1
        print(f"epoch {epoch}: dice+bce {total / steps:.4f}")


if __name__ == "__main__":
    main()
