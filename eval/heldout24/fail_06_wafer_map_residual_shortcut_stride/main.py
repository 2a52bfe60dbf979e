import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from resnet import WaferResNet
from wafers import build


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    maps, labels = build(config.SEED)
    print("wafer maps:", maps.shape)

    train = ds.NumpySlicesDataset({"image": maps, "label": labels}, shuffle=True).batch(config.BATCH_SIZE)
    net = WaferResNet(config.STAGES, len(config.PATTERNS))
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=config.MOMENTUM)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
