import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import simulate_sales, make_windows
from model import DemandNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)

    feats, targets = make_windows(*simulate_sales(config.SEED))
    print("windows:", feats.shape)
    train = ds.NumpySlicesDataset({"x": feats, "y": targets}, shuffle=True).batch(config.BATCH_SIZE)

    net = DemandNet(feats.shape[1], config.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.HuberLoss(), optimizer=opt, metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
