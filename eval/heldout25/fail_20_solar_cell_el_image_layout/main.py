import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from el_images import build
from model import defect_cnn
from pipeline import train_pipeline


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    images, labels = build(config.SEED)
    print("EL images:", images.shape)
    train = train_pipeline(images, labels)
    net = defect_cnn(len(config.DEFECTS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
