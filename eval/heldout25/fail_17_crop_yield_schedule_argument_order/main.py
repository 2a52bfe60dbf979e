import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from fields import season_series
from model import YieldLSTM
from schedule import warmup_cosine


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = season_series(config.SEED)
    train = ds.NumpySlicesDataset({"series": x, "yield": y}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)
    steps = train.get_dataset_size()
    lr = warmup_cosine(config.FLOOR_LR, config.PEAK_LR, steps, config.EPOCHS, config.WARMUP_EPOCHS)  # ROOT
    net = YieldLSTM(len(config.BANDS))
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=ms.Tensor(lr)),
                  metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(steps)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
