import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from features import synthetic_postings, bag_of_skills
from model import SeniorityClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    postings, levels = synthetic_postings(40, config.SEED)
    counts = bag_of_skills(postings)
    train_ds = ds.NumpySlicesDataset((counts, levels), column_names=["skills", "level"], shuffle=False)
    net = SeniorityClassifier()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds.batch(config.BATCH), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("postings:", len(postings), "mean skills per posting:", float(counts.sum(1).mean()))


if __name__ == "__main__":
    main()
