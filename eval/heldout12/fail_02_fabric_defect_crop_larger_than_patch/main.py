import mindspore as ms
from mindspore import nn
from mindspore.train import Accuracy, LossMonitor, Model

from net import TextureNet
from patches import build_dataset
from settings import EPOCHS, LEARNING_RATE, NUM_CLASSES

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)

if __name__ == "__main__":
    train_ds = build_dataset(64, train=True)
    eval_ds = build_dataset(32, train=False)
    net = TextureNet(NUM_CLASSES)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=LEARNING_RATE)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc": Accuracy()})
    model.train(EPOCHS, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
