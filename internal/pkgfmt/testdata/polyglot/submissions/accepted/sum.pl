my @a = split " ", <STDIN>;
print $a[0] + $a[1], "\n";
