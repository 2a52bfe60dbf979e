def holdout_sizes(num_windows, train_fraction):
    return [int(num_windows * train_fraction), int(num_windows * (1 - train_fraction))]  # ROOT


def describe(name, dataset):
    print(f"{name}: {dataset.get_dataset_size()} batches")
