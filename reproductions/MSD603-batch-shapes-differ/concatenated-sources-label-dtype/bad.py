"""An early-warning classifier trained on two wards' records, concatenated into one dataset.
One ward's labels are int32, the other's are coded from a list of Python ints and come out
int64: the concatenated pipeline fails when the training loop pulls a row. The line to change is
where ward B's labels were made."""
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

from ward_records import ward_a, ward_b


def ward_dataset(records):
    features, labels = records
    return ds.NumpySlicesDataset((features, labels), column_names=["vitals", "outcome"], shuffle=False)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    first = ward_dataset(ward_a())
    second = ward_dataset(ward_b())
    data = first.concat(second).shuffle(40).batch(8)
    net = nn.Dense(6, 2)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
    for vitals, outcome in data.create_tuple_iterator(num_epochs=1):
        print(step(vitals, outcome))


if __name__ == "__main__":
    main()
