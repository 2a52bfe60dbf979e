"""A vibration-monitoring loader cuts a long recording into overlapping windows with a stride.
`__len__` counts one window per stride step, so the last windows start too close to the end and
come out shorter than `width`: batching them fails when the loop pulls the last batch. The line
to change is the count in `__len__`, not the slice or the loop."""
import numpy as np
import mindspore.dataset as ds


class StridedWindows:
    def __init__(self, recording, width, stride):
        self.recording = recording
        self.width = width
        self.stride = stride

    def __len__(self):
        return len(self.recording) // self.stride  # expect: MSD603

    def __getitem__(self, i):
        start = i * self.stride
        window = self.recording[start:start + self.width]
        return window.astype(np.float32), np.int32(window.mean() > 0)


if __name__ == "__main__":
    recording = np.sin(np.linspace(0, 40, 400))
    loader = ds.GeneratorDataset(StridedWindows(recording, width=64, stride=16), ["window", "label"],
                                 shuffle=False).batch(5)
    for window, label in loader.create_tuple_iterator(num_epochs=1, output_numpy=True):
        pass
    print("last batch", window.shape)
