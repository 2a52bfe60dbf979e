"""Tree-species classification from lidar crown metrics, streamed from MindRecord."""
import os
import tempfile

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from export import write_mindrecord, remove_mindrecord
from lidar import survey, SPECIES, PERCENTILES

RECORD = os.path.join(tempfile.gettempdir(), "heldout15_tree_crowns.mindrecord")


def main():
    ms.set_seed(3)
    try:
        write_mindrecord(survey(90), RECORD)
        train = ds.MindDataset(RECORD, columns_list=["metrics", "species"], shuffle=True).batch(15)
        net = nn.SequentialCell(nn.Dense(len(PERCENTILES) + 3, 32), nn.ReLU(), nn.Dense(32, len(SPECIES)))
        model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=1e-2),
                      metrics={"accuracy"})
        model.train(3, train, callbacks=[LossMonitor(6)])
        print(model.eval(train))
    finally:
        remove_mindrecord(RECORD)


if __name__ == "__main__":
    main()
