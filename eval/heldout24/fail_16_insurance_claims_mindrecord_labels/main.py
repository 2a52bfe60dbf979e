import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from claims import simulate_claims, to_records
from storage import write_mindrecord, load_dataset, remove_mindrecord


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, fraud = simulate_claims(config.SEED)
    print(f"{len(fraud)} claims, fraud rate {fraud.mean():.3f}")
    try:
        write_mindrecord(to_records(x, fraud), config.RECORD_FILE)
        train = load_dataset(config.RECORD_FILE)
        net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 24), nn.ReLU(), nn.Dense(24, 2)])
        model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                      metrics={"acc": Accuracy()})
        model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
        print(model.eval(train, dataset_sink_mode=False))
    finally:
        remove_mindrecord(config.RECORD_FILE)


if __name__ == "__main__":
    main()
