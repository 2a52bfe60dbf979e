import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_datasets
from evaluation import screening_metrics
from model import VoiceScreen


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train, test = make_datasets()
    net = VoiceScreen(len(config.VOICE_FEATURES), config.HIDDEN)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), config.LR), metrics=screening_metrics())
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    result = model.eval(test, dataset_sink_mode=False)
    print({k: (v.round(3).tolist() if hasattr(v, "round") else round(v, 3)) for k, v in result.items()})


if __name__ == "__main__":
    main()
